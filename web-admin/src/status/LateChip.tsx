import { Chip } from '@mui/material';
import { lateMark } from './replyPromise';

/** "Late": a request still waiting for its first answer past the 48-hour reply promise (the server marks the row). */
export const LateChip = ({ record }: { record: { past_reply_promise?: boolean; created_at: string } }) => {
  const mark = lateMark(record);
  return mark ? <Chip size="small" color="error" variant="outlined" label={mark.label} title={mark.title} data-testid="request-late" /> : null;
};
