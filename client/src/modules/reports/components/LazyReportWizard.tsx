import { lazy, Suspense, type ComponentProps } from 'react';

// The wizard loads when first opened: the FEC library and the analysis page keep their own chunks light.
const ReportWizardDialog = lazy(() =>
  import('./ReportWizardDialog').then((m) => ({ default: m.ReportWizardDialog })),
);

/** `ReportWizardDialog`, fetched on first use (pages outside « Mes rapports » open it from a button). */
export function LazyReportWizard(props: ComponentProps<typeof ReportWizardDialog>) {
  return (
    <Suspense fallback={null}>
      <ReportWizardDialog {...props} />
    </Suspense>
  );
}
