import InsertLinkIcon from '@mui/icons-material/InsertLink';
import { ToggleButton, type ToggleButtonProps } from '@mui/material';
import { useState } from 'react';
import { useEditorSelection, useTiptapEditor } from 'ra-input-rich-text';
import { LinkDialog } from './LinkDialog';
import { useEditorCheck, type TiptapEditor } from './useEditorCheck';

const isLink = (editor: TiptapEditor) => editor.isActive('link');

/**
 * 'Ссылка': asks for the address in a Russian dialog (the package's button uses the browser's
 * English prompt and links to whatever was typed). On a link, the dialog edits or removes it.
 */
export const LinkButton = ({ size }: Pick<ToggleButtonProps, 'size'>) => {
  const editor = useTiptapEditor();
  const selection = useEditorSelection();
  const onLink = useEditorCheck(isLink);
  const [open, setOpen] = useState(false);
  const current = onLink ? String(editor?.getAttributes('link').href ?? '') : '';

  const apply = (href: string | null) => {
    setOpen(false);
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (href === null) chain?.unsetMark('link').run();
    else chain?.setMark('link', { href }).run();
  };

  return (
    <>
      <ToggleButton
        value="link"
        size={size}
        aria-label="Ссылка"
        title="Ссылка"
        selected={onLink}
        disabled={!editor?.isEditable || (!selection && !onLink)}
        onClick={() => setOpen(true)}
      >
        <InsertLinkIcon fontSize="inherit" />
      </ToggleButton>
      {open ? <LinkDialog initial={current} onApply={apply} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
