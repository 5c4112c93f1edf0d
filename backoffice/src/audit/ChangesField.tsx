import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeLines, fieldLabelKey, type AuditChange } from './auditText';

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);

/** The changed fields of an `entity`, one line each: «Поле: было → стало», fields named as its screens name them. */
export const ChangesText = ({ entity, changes }: { entity: string; changes: AuditChange[] | null | undefined }) => {
  const translate = useTranslate();
  const lines = changeLines(entity, changes, (field) => {
    const key = fieldLabelKey(entity, field);
    const label = key ? translate(key, { _: field }) : field;
    return label === field ? field : capitalised(label);
  });
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
