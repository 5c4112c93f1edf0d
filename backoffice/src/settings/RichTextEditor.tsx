import { useEffect, useRef } from 'react';
import { Box, IconButton, Paper, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';

/**
 * A small rich-text editor (no editor package is installed): a contentEditable area with
 * bold, italic, lists and links. The server sanitises the HTML on save.
 */
export const RichTextEditor = ({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) => {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    onChange(area.current?.innerHTML ?? '');
  };
  const addLink = () => {
    const url = window.prompt('Адрес ссылки (https://…)');
    if (url) run('createLink', url);
  };
  const tools = [
    { title: 'Жирный', icon: <FormatBoldIcon />, action: () => run('bold') },
    { title: 'Курсив', icon: <FormatItalicIcon />, action: () => run('italic') },
    { title: 'Маркированный список', icon: <FormatListBulletedIcon />, action: () => run('insertUnorderedList') },
    { title: 'Нумерованный список', icon: <FormatListNumberedIcon />, action: () => run('insertOrderedList') },
    { title: 'Ссылка', icon: <LinkIcon />, action: addLink },
  ];
  return (
    <Paper variant="outlined">
      <Box role="toolbar" aria-label="Форматирование" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
        {tools.map((tool) => (
          <Tooltip key={tool.title} title={tool.title}>
            <IconButton size="small" aria-label={tool.title} onMouseDown={(event) => event.preventDefault()} onClick={tool.action}>
              {tool.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Box>
      <Box
        ref={area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        onInput={() => onChange(area.current?.innerHTML ?? '')}
        sx={{ minHeight: 160, p: 1.5, outline: 'none', '& p': { my: 1 } }}
      />
    </Paper>
  );
};
