import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useResourceContext, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider/consoleActions';
import { consoleRequestText } from '../../../adapters/http/contract/catalogue';
import { historyLineText, type RequestHistoryLine } from './replyPromise';

/**
 * A request's history on its record page (leads, queries, property requests): made, each status move, and the
 * person's own notes and withdrawal, oldest first (`GET /admin/<resource>/<id>/history`).
 */
export const RequestHistory = ({ statusLabel }: { statusLabel: (status: unknown) => string }) => {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<{ id: Identifier; updated_at?: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [lines, setLines] = useState<RequestHistoryLine[] | null>(null);
  const [failed, setFailed] = useState(false);
  const id = record?.id;
  const version = record?.updated_at;

  useEffect(() => {
    if (id === undefined || !resource) return;
    let current = true;
    setFailed(false);
    dataProvider
      .recordPart<RequestHistoryLine[]>(resource, { id, part: 'history' })
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
            const text = historyLineText(line, statusLabel);
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
};
