import type { ReactNode } from 'react';
import { ACCEPTED_TYPES } from '../property/photos';

/**
 * The bar for choosing photos: a button opening the file picker (several files, the accepted types only), then how
 * many there are of how many allowed. The input is emptied once the files are handed over, so the same file can be
 * chosen again.
 */
export function PhotoPicker({
  label,
  outline,
  off,
  onChoose,
  testId,
  count,
  countTestId,
  describedBy,
  invalid,
}: {
  label: string;
  /** An outlined button (a form's secondary action) rather than the primary one. */
  outline?: boolean;
  /** No more can be added now. */
  off: boolean;
  onChoose(files: FileList | null): void;
  testId: string;
  count: ReactNode;
  countTestId: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <div className="photos__bar">
      <label className={`button ${outline ? 'button--outline' : 'button--primary'} photos__choose${off ? ' photos__choose--off' : ''}`}>
        {label}
        <input
          className="visually-hidden"
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          multiple
          disabled={off}
          onChange={(e) => {
            onChoose(e.target.files);
            e.target.value = '';
          }}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          data-testid={testId}
        />
      </label>
      <span className="muted" data-testid={countTestId}>
        {count}
      </span>
    </div>
  );
}
