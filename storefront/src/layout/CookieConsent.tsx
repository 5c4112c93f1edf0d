import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { hasConsent, storeConsent } from './consent';

/** Cookie banner over a dimmed page until accepted; the consent cookie lasts 365 days. */
export function CookieConsent() {
  const [open, setOpen] = useState(() => !hasConsent());
  const accept = useRef<HTMLButtonElement>(null);
  // The button takes the focus in the task after the banner is shown rather than during that render
  // (autoFocus): its focus state then re-renders only the button, not the page being mounted with it.
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => accept.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  if (!open) return null;
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: 1500, bgcolor: 'rgba(0,0,0,0.5)', display: 'flex', alignItems: 'flex-end' }}>
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-consent-title"
        aria-describedby="cookie-consent-text"
        sx={{
          bgcolor: 'background.paper',
          boxShadow: 8,
          width: '100%',
          p: { xs: 2, md: 3 },
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="cookie-consent-title" component="h2" variant="h6">
            Мы используем файлы cookie
          </Typography>
          <Typography id="cookie-consent-text" variant="body2">
            Сайт использует файлы cookie, чтобы сделать его удобнее, собирать статистику посещений и показывать персональные рекомендации.
            Продолжая пользоваться сайтом, Вы соглашаетесь с их использованием.{' '}
            <Box component={RouterLink} to="/privacy" sx={{ color: 'primary.main' }}>
              Политика конфиденциальности
            </Box>
          </Typography>
        </Box>
        <Button
          ref={accept}
          variant="contained"
          onClick={() => {
            storeConsent();
            setOpen(false);
          }}
          sx={{ minWidth: 140 }}
        >
          Принять
        </Button>
      </Box>
    </Box>
  );
}
