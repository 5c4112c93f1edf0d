import TitleIcon from '@mui/icons-material/Title';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEditorCheck, type TiptapEditor } from './useEditorCheck';

/** The storefront's about-us page has its own h1 title; the text's headings sit below it (the server keeps h2–h4). */
const isHeading = (editor: TiptapEditor) => editor.isActive('heading', { level: 2 });
const isSubheading = (editor: TiptapEditor) => editor.isActive('heading', { level: 3 });

/** Two toggles: 'Заголовок' (h2) and 'Подзаголовок' (h3); pressing the active one returns to plain text. */
export const HeadingButtons = ({ size }: Pick<ToggleButtonGroupProps, 'size'>) => {
  const editor = useTiptapEditor();
  const heading = useEditorCheck(isHeading);
  const subheading = useEditorCheck(isSubheading);
  const toggle = (level: 2 | 3) => editor?.chain().focus().toggleNode('heading', 'paragraph', { level }).run();
  return (
    <ToggleButtonGroup size={size} aria-label="Заголовки">
      <ToggleButton
        value="h2"
        aria-label="Заголовок"
        title="Заголовок"
        selected={heading}
        disabled={!editor?.isEditable}
        onClick={() => toggle(2)}
      >
        <TitleIcon fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="h3"
        aria-label="Подзаголовок"
        title="Подзаголовок"
        selected={subheading}
        disabled={!editor?.isEditable}
        onClick={() => toggle(3)}
      >
        <TitleIcon sx={{ fontSize: '0.8em' }} />
      </ToggleButton>
    </ToggleButtonGroup>
  );
};
