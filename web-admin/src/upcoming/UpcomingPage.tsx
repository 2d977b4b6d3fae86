import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { UpcomingPage as UpcomingPageInfo } from './upcomingPages';

/** Placeholder for an admin area that ships with the next issue. */
export const UpcomingPage = ({ page }: { page: UpcomingPageInfo }) => (
  <Card sx={{ mt: 2 }} data-testid="upcoming-page">
    <Title title={page.title} />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        {page.title}
      </Typography>
      <Typography color="text.secondary">{page.line}</Typography>
    </CardContent>
  </Card>
);
