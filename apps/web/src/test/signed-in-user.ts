import type { AuthUser } from '@/lib/auth';

/** A signed-in user as the server describes one, for tests of what the app does with a session. */
export const signedInUser = {
  id: '0b6f1c8e-8d3a-4b8e-9f61-2f1a7c3d9e10',
  name: 'Мария',
  email: 'maria@example.bg',
  role: 'user',
  permissions: ['reports:read'],
  plan: 'free',
  emailVerified: true,
  language: 'bg',
} as const satisfies AuthUser;
