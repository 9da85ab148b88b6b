/**
 * Structured logs, one JSON object a line on stdout: an event name and facts
 * about it (form, id, status, timings), never what a person typed, their
 * e-mail address or their network address.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;
export type Logger = (level: 'info' | 'warn' | 'error', event: string, fields?: LogFields) => void;

export const jsonLogger: Logger = (level, event, fields = {}) => {
  process.stdout.write(`${JSON.stringify({time: new Date().toISOString(), level, event, ...fields})}\n`);
};

export const silentLogger: Logger = () => {};
