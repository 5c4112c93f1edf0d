import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../api/client';
import { fetchLunchContracts, type LunchContract } from '../api/lunches';
import { PageContainer } from '../shared/PageContainer';
import { useSession } from '../state/session';
import { LunchCalendar } from './LunchCalendar';
import { LunchDocuments } from './LunchDocuments';
import { LunchTerms } from './LunchTerms';

const TITLE = 'Обеды в офис';

/**
 * «Обеды в офис» for a company's contact: the contract's terms, its next two weeks (headcount,
 * set, diet note, skip; each day until its cutoff) and the monthly invoices and acts. Private,
 * drawn in the browser like «Мои заказы».
 */
export default function LunchesPage() {
  const { isLogin, isInitialized } = useSession();
  const [contracts, setContracts] = useState<LunchContract[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);

  useEffect(() => {
    if (!isLogin) return;
    const controller = new AbortController();
    fetchLunchContracts(controller.signal)
      .then((answer) => {
        setContracts(answer);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(errorText(reason));
      });
    return () => controller.abort();
  }, [isLogin]);

  if (isInitialized && !isLogin)
    return (
      <PageContainer title={TITLE} maxWidth="lg">
        <Alert severity="info">
          Чтобы увидеть обеды по договору,{' '}
          <Link component={RouterLink} to={`/signin?${new URLSearchParams({ next: '/lunches' })}`}>
            войдите
          </Link>
          .
        </Alert>
      </PageContainer>
    );

  const contract = contracts?.find((item) => item.id === chosenId) ?? contracts?.[0];
  return (
    <PageContainer title={TITLE} maxWidth="lg">
      {error && <Alert severity="error">Не удалось загрузить договоры: {error}</Alert>}
      {contracts && !contract && (
        <Typography>
          У Вашей учётной записи нет договора на обеды в офис. Чтобы заключить его, позвоните нам или напишите — контакты на странице{' '}
          <Link component={RouterLink} to="/contacts">
            «Контакты»
          </Link>
          .
        </Typography>
      )}
      {contracts && contract && (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {contracts.length > 1 && (
            <TextField
              select
              label="Договор"
              size="small"
              value={contract.id}
              onChange={(event) => setChosenId(Number(event.target.value))}
              sx={{ maxWidth: 480 }}
            >
              {contracts.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.company.name} — {item.delivery_address}
                </MenuItem>
              ))}
            </TextField>
          )}
          <LunchTerms contract={contract} />
          <LunchCalendar key={contract.id} contract={contract} />
          <LunchDocuments contract={contract} now={new Date()} />
        </Box>
      )}
    </PageContainer>
  );
}
