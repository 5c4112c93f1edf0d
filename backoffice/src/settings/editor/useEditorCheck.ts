import { useEffect, useState } from 'react';
import { useTiptapEditor } from 'ra-input-rich-text';

export type TiptapEditor = ReturnType<typeof useTiptapEditor>;

/**
 * A fact about the editor's state (is the cursor in a heading, on a link) kept current: read
 * again after every change of the document or the selection. `check` must be a stable function.
 */
export function useEditorCheck(check: (editor: TiptapEditor) => boolean): boolean {
  const editor = useTiptapEditor();
  const [result, setResult] = useState(false);
  useEffect(() => {
    if (!editor) return undefined;
    const update = () => setResult(check(editor));
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor, check]);
  return result;
}
