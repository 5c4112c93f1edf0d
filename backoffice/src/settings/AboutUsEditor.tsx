import { Box, Button } from '@mui/material';
import { Form } from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { HeadingButtons } from './editor/HeadingButtons';
import { LinkButton } from './editor/LinkButton';

const LABEL = 'Текст «О нас»';

/**
 * The package's editor, its editable area named for screen readers (the package labels only the
 * wrapper). A constant: the input rebuilds the editor whenever this object changes.
 */
const EDITOR_OPTIONS = { ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': LABEL } } };

/**
 * The toolbar offers what the server keeps when it sanitises the text (headings, bold, italic,
 * underline, strikethrough, lists, links, quotes): no colours, alignment or images, and the
 * inline-code button of the format group is hidden (<code> is stripped on save).
 */
const AboutUsToolbar = () => (
  <RichTextInputToolbar size="small">
    <HeadingButtons size="small" />
    <FormatButtons size="small" sx={{ '& [value="code"]': { display: 'none' } }} />
    <ListButtons size="small" />
    <LinkButton size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/**
 * The about-us text in react-admin's rich-text input (TipTap). Loaded on demand: the editor is
 * the largest part of the settings screen and stays out of the back office's first load.
 */
const AboutUsEditor = ({ text, onSave }: { text: string; onSave: (html: string) => Promise<unknown> }) => (
  <Form record={{ id: 'about-us', text }} onSubmit={(values: Record<string, unknown>) => onSave(String(values.text ?? ''))}>
    <RichTextInput source="text" label={LABEL} toolbar={<AboutUsToolbar />} editorOptions={EDITOR_OPTIONS} />
    <Box sx={{ mt: 1 }}>
      <Button type="submit" variant="contained">
        Сохранить текст
      </Button>
    </Box>
  </Form>
);

export default AboutUsEditor;
