import { useEffect, useState, type FocusEvent } from 'react';
import { Box } from '@mui/material';
import { DateInput, useListContext, type DateInputProps } from 'react-admin';

/**
 * A date filter that, while empty and not focused, shows only its Russian label like the
 * select and text filters beside it. A bare `<input type="date">` prints the browser's own
 * date pattern ("mm/dd/yyyy" in an English browser) under a raised label.
 */
export const DateFilterInput = (props: DateInputProps) => {
  const { filterValues } = useListContext();
  const filtered = Boolean(filterValues?.[props.source]);
  const [focused, setFocused] = useState(false);
  const [filled, setFilled] = useState(filtered);
  useEffect(() => setFilled(filtered), [filtered]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    setFocused(false);
    setFilled(event.target instanceof HTMLInputElement && event.target.value !== '');
  };
  const bare = !focused && !filled;

  return (
    // display: contents keeps the input a direct item of the filter form's flex row.
    <Box sx={{ display: 'contents' }} onFocus={() => setFocused(true)} onBlur={onBlur}>
      <DateInput {...props} slotProps={{ inputLabel: { shrink: !bare } }} sx={bare ? { '& input': { color: 'transparent' } } : undefined} />
    </Box>
  );
};
