/** What every screen reads: the config, the signed-in session, the language and its translator. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Permission } from '../../shared/platform/auth/permissions';
import type { ConsoleConfig } from './config';
import type { Language, Translate } from './i18n';
import type { Session } from './session';

export interface ConsoleContext {
  config: ConsoleConfig;
  session: Session;
  language: Language;
  t: Translate;
  can(permission: Permission): boolean;
  date(iso: string | null | undefined): string;
  /** A count or an id in the UI's digits (Persian digits in Persian mode). */
  number(value: number): string;
}

export const Console = createContext<ConsoleContext | undefined>(undefined);

export function useConsole(): ConsoleContext {
  const context = useContext(Console);
  if (!context) throw new Error('useConsole outside <Console.Provider>');
  return context;
}
