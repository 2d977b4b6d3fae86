import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../ui/FormField';
import { FormActions } from './FormActions';
import { NOTE_MAX } from './tenancy-form';
import { useMove } from './use-move';

/** A move sent with an optional note (withdraw a proposal, dispute a payment): the note, then send and cancel. */
export function NoteForm<T>(props: {
  testId?: string;
  label: string;
  /** The note's name, under which the server's error for it comes back. */
  field: string;
  noteTestId?: string;
  submit: string;
  submitTestId: string;
  done: string;
  send(note: string | null): Promise<T>;
  onDone(result: T): void;
  onCancel(): void;
}) {
  const [note, setNote] = useState('');
  const move = useMove();
  function submit(event: FormEvent) {
    event.preventDefault();
    void move.run(() => props.send(note.trim() || null), props.onDone, props.done);
  }
  return (
    <form className="form stack" onSubmit={submit} noValidate data-testid={props.testId}>
      <TextAreaField
        label={props.label}
        name={props.field}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        error={move.fieldErrors[props.field] ?? null}
        testId={props.noteTestId}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormActions busy={move.busy} label={props.submit} testId={props.submitTestId} onCancel={props.onCancel} kind="outline" />
    </form>
  );
}
