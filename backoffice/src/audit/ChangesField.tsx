import { Box, Typography } from '@mui/material';
import { changeLines, type AuditChange } from './auditText';

/** The changed fields, one line each: «поле: было → стало». */
export const ChangesText = ({ changes }: { changes: AuditChange[] | null | undefined }) => {
  const lines = changeLines(changes);
  if (!lines.length)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line, index) => (
        <Typography key={index} component="li" variant="body2" sx={{ wordBreak: 'break-word' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
};
