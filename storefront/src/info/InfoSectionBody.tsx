import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  items: readonly string[];
}

/** The heading and bulleted list of one section on the information pages (privacy, delivery & payment). */
export function InfoSectionBody({ title, items }: Props) {
  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </Box>
    </>
  );
}
