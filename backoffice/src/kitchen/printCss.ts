/**
 * Print of a kitchen sheet: A4, only the sheet (the app bar, menu, inputs and buttons are hidden),
 * black on white, starting at the top margin (the space kept for the fixed app bar and the page
 * padding go too). Injected as a plain style element so it applies to the whole page while the
 * screen is open.
 */
export const kitchenPrintCss = (orientation: 'portrait' | 'landscape' = 'portrait') => `
@page { size: A4 ${orientation}; margin: 15mm; }
@media print {
  header, .RaSidebar-root, .RaAppBar-root, .kitchen-no-print, .MuiDrawer-root { display: none !important; }
  .RaLayout-appFrame { margin-top: 0 !important; }
  .RaLayout-content, .kitchen-page { padding: 0 !important; }
  body, .layout, .RaLayout-content { background: #fff !important; }
  .kitchen-sheet { box-shadow: none !important; border: 0 !important; }
  .kitchen-sheet td, .kitchen-sheet th { color: #000 !important; font-size: 10pt; }
  .kitchen-sheet tr { break-inside: avoid; }
}`;
