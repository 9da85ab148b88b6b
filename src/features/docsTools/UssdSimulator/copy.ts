import {translate} from '@docusaurus/Translate';

/** The USSD simulator's words (loaded with the simulator, not with the page; the placeholder's are in ./wrapperCopy.ts). */
export const SIMULATOR_COPY = {
  label: translate({id: 'ussdSimulator.label', message: 'USSD simulator'}),
  phone: translate({id: 'ussdSimulator.phone', message: 'Phone screen'}),
  code: translate({id: 'ussdSimulator.code', message: 'Number to dial'}),
  dial: translate({id: 'ussdSimulator.dial', message: 'Dial'}),
  reply: translate({id: 'ussdSimulator.reply', message: 'Your answer'}),
  send: translate({id: 'ussdSimulator.send', message: 'Send'}),
  cancel: translate({id: 'ussdSimulator.cancel', message: 'Cancel'}),
  again: translate({id: 'ussdSimulator.again', message: 'Dial again'}),
  idle: translate({id: 'ussdSimulator.idle', message: 'Dial the service code to start a session.'}),
  ended: translate({id: 'ussdSimulator.ended', message: 'Session ended'}),
  cancelled: translate({id: 'ussdSimulator.cancelled', message: 'You cancelled the session: no further request reaches your callback.'}),
  unknownCode: (code: string) => translate({id: 'ussdSimulator.unknownCode', message: 'This simulator answers the guide’s code, {code}, only.'}, {code}),
  emptyReply: translate({id: 'ussdSimulator.emptyReply', message: 'Type an answer, for example 1.'}),
  steps: translate({id: 'ussdSimulator.steps', message: 'What your callback sees'}),
  step: (number: number) => translate({id: 'ussdSimulator.step', message: 'Step {number}'}, {number}),
  request: translate({id: 'ussdSimulator.request', message: 'Request to your callback'}),
  response: translate({id: 'ussdSimulator.response', message: 'Your response'}),
  signed: translate({id: 'ussdSimulator.signed', message: 'Signed with the worked example’s secret, as the webhooks guide explains.'}),
};
