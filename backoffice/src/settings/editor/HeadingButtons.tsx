import TitleIcon from '@mui/icons-material/Title';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEditorCheck, type TiptapEditor } from './useEditorCheck';

/** The storefront's about-us page has its own h1 title; the text's headings sit below it (the server keeps h2–h4). */
const LEVELS = [
  { level: 2, label: 'Заголовок', iconSize: '1em', isActive: (editor: TiptapEditor) => editor.isActive('heading', { level: 2 }) },
  { level: 3, label: 'Подзаголовок', iconSize: '0.8em', isActive: (editor: TiptapEditor) => editor.isActive('heading', { level: 3 }) },
] as const;

const HeadingButton = ({ level, label, iconSize, isActive }: (typeof LEVELS)[number]) => {
  const editor = useTiptapEditor();
  const active = useEditorCheck(isActive);
  return (
    <ToggleButton
      value={`h${level}`}
      aria-label={label}
      title={label}
      selected={active}
      disabled={!editor?.isEditable}
      onClick={() => editor?.chain().focus().toggleNode('heading', 'paragraph', { level }).run()}
    >
      <TitleIcon sx={{ fontSize: iconSize }} />
    </ToggleButton>
  );
};

/** 'Заголовок' (h2) and 'Подзаголовок' (h3); pressing the active one returns to plain text. */
export const HeadingButtons = ({ size }: Pick<ToggleButtonGroupProps, 'size'>) => (
  <ToggleButtonGroup size={size} aria-label="Заголовки">
    {LEVELS.map((level) => (
      <HeadingButton key={level.level} {...level} />
    ))}
  </ToggleButtonGroup>
);
