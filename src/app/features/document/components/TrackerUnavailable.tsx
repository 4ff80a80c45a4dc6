import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * The track button when the tracker is unavailable (001 §4): it shows the message in a popover
 * instead of tracking. Its own chunk: headlessui's Popover brings floating-ui, about a third of
 * the document screen's JavaScript, for a case few sessions meet.
 */
export function TrackerUnavailable({
  className,
  title,
  content,
  message,
}: {
  className: string;
  title: string;
  content: ReactNode;
  message: string;
}) {
  return (
    <Popover className="relative">
      <PopoverButton className={className} title={title}>
        {content}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 6, padding: 8 }}
        className="z-[1040] w-72 rounded-xl bg-white p-4 text-sm text-ink-900 shadow-xl ring-1 ring-ink-900/10"
      >
        {message}
      </PopoverPanel>
    </Popover>
  );
}
