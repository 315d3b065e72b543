// Small presentational pieces shared by every page.
import type { ComponentChildren } from 'preact';

export function Badge({ children, tone = '' }: { children: ComponentChildren; tone?: string }) {
  return <span class={`badge ${tone}`}>{children}</span>;
}

export function kindLabel(kind: string): string {
  if (kind === 'bot') return 'automatic bot';
  if (kind === 'agent') return 'agent';
  return 'human';
}
