import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PROPERTY_PREVIEW_PAGE, type UpcomingPage as UpcomingPageInfo } from './upcomingPages';

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

/** /admin/preview-property/:id, same placeholder with the property id. */
export const PropertyPreviewPage = () => {
  const { id } = useParams();
  return (
    <Card sx={{ mt: 2 }} data-testid="upcoming-page">
      <Title title={PROPERTY_PREVIEW_PAGE.title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {PROPERTY_PREVIEW_PAGE.title}
        </Typography>
        {id ? (
          <Typography gutterBottom>
            Property <strong>{id}</strong>
          </Typography>
        ) : null}
        <Typography color="text.secondary">{PROPERTY_PREVIEW_PAGE.line}</Typography>
      </CardContent>
    </Card>
  );
};
