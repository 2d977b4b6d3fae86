import { useEffect, useState, type RefObject } from 'react';
import { watchStepAside } from './step-aside';

/** Whether the floating buttons should step aside now: a control a person needs sits under them (step-aside.ts). */
export function useStepAside(stackRef: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const stack = stackRef.current;
    return stack ? watchStepAside(stack, setAside) : undefined;
  }, [stackRef]);
  return aside;
}
