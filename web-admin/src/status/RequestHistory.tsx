import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useResourceContext, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider/consoleActions';
import { consoleRequestText } from '../../../adapters/http/contract/catalogue';
import { historyLineText, type HistoryLineText, type RequestHistoryLine } from './replyPromise';

/**
 * A record's history on its record page, oldest first (`GET /admin/<resource>/<id>/history`), each line in the words
 * `lineText` gives it, with its note beside it; read again when the record changes (a status move, a review).
 */
export function RecordHistory<L extends { kind: string; at: string }>({ lineText }: { lineText: (line: L) => HistoryLineText }) {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<{ id: Identifier; updated_at?: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [lines, setLines] = useState<L[] | null>(null);
  const [failed, setFailed] = useState(false);
  const id = record?.id;
  const version = record?.updated_at;

  useEffect(() => {
    if (id === undefined || !resource) return;
    let current = true;
    setFailed(false);
    dataProvider
      .recordPart<L[]>(resource, { id, part: 'history' })
      .then(({ data }) => current && setLines(data))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [dataProvider, resource, id, version]);

  return (
    <Box component="section" data-testid="request-history" sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {consoleRequestText('historyTitle')}
      </Typography>
      {failed ? (
        <Typography variant="body2" color="error">
          {consoleRequestText('historyFailed')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {(lines ?? []).map((line, index) => {
            const text = lineText(line);
            return (
              <li key={`${line.at}-${index}`} data-testid="request-history-line" data-kind={line.kind}>
                <Typography variant="body2" component="span">
                  {text.at}: {text.what}
                </Typography>
                {text.note ? (
                  <Typography variant="body2" component="blockquote" sx={{ m: 0, pl: 1, borderLeft: 2, borderColor: 'divider', whiteSpace: 'pre-wrap' }}>
                    {text.note}
                  </Typography>
                ) : null}
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** A request's history (leads, queries, property requests): made, each status move in the resource's words, and the person's own notes and withdrawal. */
export const RequestHistory = ({ statusLabel }: { statusLabel: (status: unknown) => string }) => (
  <RecordHistory<RequestHistoryLine> lineText={(line) => historyLineText(line, statusLabel)} />
);
