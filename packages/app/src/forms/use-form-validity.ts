import { type RefObject, useEffect, useRef, useState } from 'react';
import { isFormValid } from './form-validity.ts';

/** Tracks SPEC §5 validity of a form after every render (values and `aria-invalid` flags both re-render it). */
export function useFormValidity(): { ref: RefObject<HTMLFormElement | null>; valid: boolean } {
  const ref = useRef<HTMLFormElement | null>(null);
  const [valid, setValid] = useState(false);
  useEffect(() => {
    if (ref.current) setValid(isFormValid(ref.current));
  });
  return { ref, valid };
}
