/**
 * Confirm with a code sent to my own phone: "Send me a code", then the 6 digits and "Confirm". Used for a
 * tenancy's terms and for a payment the other party recorded.
 */
import { useState, type FormEvent } from 'react';
import { t } from '../i18n/t';
import { TextField } from '../ui/FormField';
import { OTP_LENGTH, onlyDigits, otp } from '../validation/rules';
import { useMove } from './use-move';

interface Props {
  /** Test ids start with it: `<testId>-send`, `<testId>-code`, `<testId>-confirm`. */
  testId: string;
  label: string;
  request(): Promise<unknown>;
  confirm(code: string): Promise<unknown>;
  onConfirmed(): void;
}

export function CodeBox({ testId, label, request, confirm, onConfirmed }: Props) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMove();

  function send() {
    void move.run(request, () => setSent(true), t('tenancy.code.sent'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = otp(code);
    if (problem) return setError(problem);
    void move.run(() => confirm(code.trim()), onConfirmed, t('tenancy.code.confirmed'));
  }

  return (
    <form className="form stack" onSubmit={submit} noValidate data-testid={testId}>
      <p className="muted">{label}</p>
      {sent && (
        <TextField
          label={t('tenancy.code.label')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          error={error ?? move.fieldErrors.code ?? null}
          testId={`${testId}-code`}
          onChange={(e) => (setCode(onlyDigits(e.target.value, OTP_LENGTH)), setError(null))}
        />
      )}
      <div className="actions">
        {sent && (
          <button type="submit" className="button button--primary" disabled={move.busy} data-testid={`${testId}-confirm`}>
            {move.busy ? t('common.loading') : t('tenancy.code.confirm')}
          </button>
        )}
        <button type="button" className={`button ${sent ? 'button--ghost' : 'button--primary'}`} disabled={move.busy} onClick={send} data-testid={`${testId}-send`}>
          {sent ? t('tenancy.code.again') : t('tenancy.code.send')}
        </button>
      </div>
    </form>
  );
}
