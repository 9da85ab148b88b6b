import {useCallback, useRef, useState} from 'react';
import {cutNotice} from './copy';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * How many characters of an insertion (typing, paste, drop) into `control`
 * its `maxLength` drops, 0 when all of it fits: the browser keeps what fits
 * and drops the rest without a word. Where the caret is unknown, text at
 * least as long as the bound replaces everything. The forms' fields count with it too.
 */
export function charactersCut(control: Pick<TextControl, 'value' | 'selectionStart' | 'selectionEnd' | 'maxLength'>, inserted: string): number {
  const max = control.maxLength;
  if (max < 0) return 0;
  const start = control.selectionStart;
  const end = control.selectionEnd;
  const resulting = start === null || end === null ? Math.max(inserted.length, control.value.length + inserted.length) : control.value.length - (end - start) + inserted.length;
  return Math.max(0, resulting - max);
}

/**
 * The notice for a tool's field when text typed or pasted did not all fit
 * (the forms' words): `box` goes on an element around the field's control
 * (insertions are heard as they bubble up to it); the notice stays until the
 * next insertion, or until `value` is emptied.
 */
export function useCutNotice(value: string): {box: (element: HTMLElement | null) => void; notice: string | undefined} {
  const [notice, setNotice] = useState<string>();
  const detach = useRef<() => void>(undefined);
  const box = useCallback((element: HTMLElement | null) => {
    detach.current?.();
    detach.current = undefined;
    if (!element) return;
    const check = (event: InputEvent) => {
      const control = event.target;
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (!inserted) return;
      const cut = charactersCut(control, inserted);
      setNotice(cut > 0 ? cutNotice(control.maxLength, cut) : undefined);
    };
    element.addEventListener('beforeinput', check);
    detach.current = () => element.removeEventListener('beforeinput', check);
  }, []);
  // A field just emptied (sent, forgotten) has nothing left to explain. (An insertion is heard before its
  // value arrives: an empty field being filled keeps the notice it just got.)
  const [previous, setPrevious] = useState(value);
  if (value !== previous) {
    setPrevious(value);
    if (!value) setNotice(undefined);
  }
  return {box, notice};
}
