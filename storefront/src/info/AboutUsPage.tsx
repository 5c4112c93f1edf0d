import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { ABOUT_US_URL, fetchAboutUs } from '../api/info';
import type { AboutUs } from '../api/types';
import { useHydrated } from '../ssr/hydration';
import { usePageAnswer } from '../ssr/pageData';
import { PageContainer } from '../shared/PageContainer';
import { useAsync } from '../shared/useAsync';
import { Placeholder } from '../shared/Placeholder';

export default function AboutUsPage() {
  const { data, loading } = useAsync((signal) => fetchAboutUs(signal), [], usePageAnswer<AboutUs>(ABOUT_US_URL));
  // The text is HTML edited in the back office, sanitised by the API when saved and again here before it
  // reaches the DOM. The server renders (and the browser hydrates) the API's sanitised text: DOMPurify
  // needs a DOM, and the hydrating render must match the server's.
  const hydrated = useHydrated();
  const html = useMemo(() => (data?.text ? (hydrated ? DOMPurify.sanitize(data.text) : data.text) : ''), [data, hydrated]);
  return (
    <PageContainer title="О нас" heading="О НАС" maxWidth="md">
      {loading && !data ? (
        <Placeholder height={240} />
      ) : html ? (
        <Box
          sx={{ typography: 'body1', '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <Typography>Информация скоро появится.</Typography>
      )}
    </PageContainer>
  );
}
