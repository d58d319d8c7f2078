/* The demo player's control icons; decorative, the buttons carry the names. */

import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      {children}
    </svg>
  );
}

export function PlayIcon() {
  return (
    <Icon>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </Icon>
  );
}

export function PauseIcon() {
  return (
    <Icon>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </Icon>
  );
}

export function PreviousIcon() {
  return (
    <Icon>
      <path d="M6 5h2.5v14H6zM19 5.5v13L9.5 12z" fill="currentColor" />
    </Icon>
  );
}

export function NextIcon() {
  return (
    <Icon>
      <path d="M15.5 5H18v14h-2.5zM5 5.5v13L14.5 12z" fill="currentColor" />
    </Icon>
  );
}

export function ReplayIcon() {
  return (
    <Icon>
      <path
        d="M5 12a7 7 0 1 0 2.1-5M5 4.5V8h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export function SpeakerIcon({ isOn }: { isOn: boolean }) {
  return (
    <Icon>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {isOn ? (
        <path
          d="M15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      ) : (
        <path d="M15.5 9.5l5 5M20.5 9.5l-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </Icon>
  );
}
