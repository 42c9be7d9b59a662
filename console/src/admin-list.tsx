/**
 * The screens that keep a list of things (tags, users, API keys, webhooks) are one component: a
 * heading, a create form for those allowed to create, a secret shown once, the last refusal, and a
 * table. A screen declares its form's fields and its table's columns; loading (an empty list answers
 * 404: no rows, no error), reloading after a change and the markup are here.
 */
import type { ComponentChildren } from 'preact';
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { isEmptyList } from './api';
import { useConsole } from './context';
import { ErrorNote, useListAction, useLoad, type Loaded } from './ui';

export interface AdminList<T> {
  list: Loaded<T[]>;
  /** The last refusal of an action, or of the list itself. */
  error: unknown;
  /** Runs an action, then reloads the list; true when it succeeded. */
  run(action: () => Promise<unknown>): Promise<boolean>;
}

/** The rows of a list route, read again when `dependencies` change and after every action `run` makes. */
export function useAdminList<T>(load: () => Promise<T[]>, dependencies: unknown[] = []): AdminList<T> {
  const { session } = useConsole();
  const list = useLoad(async () => {
    try {
      return await load();
    } catch (error) {
      if (isEmptyList(error)) return [];
      throw error;
    }
  }, [...dependencies, session.token]);
  const action = useListAction(list);
  return { list, error: action.error ?? list.error, run: action.run };
}

export interface Column<T> {
  header: string;
  /** A header read by screen readers only (a column of buttons). */
  hidden?: boolean;
  /** `auto` for text people write, `ltr` for URLs and emails. */
  dir?: 'auto' | 'ltr';
  class?: string;
  cell(row: T): ComponentChildren;
}

type Values = Record<string, string | string[]>;

/** A field of a create form, by the kind of value it edits. */
export type Field<V extends Values> =
  | {
      name: keyof V & string;
      label: string;
      type?: 'text' | 'email' | 'password' | 'url';
      required?: boolean;
      dir: 'auto' | 'ltr';
      autocomplete?: string;
      placeholder?: string;
    }
  | { name: keyof V & string; label: string; options: readonly string[] }
  | {
      name: keyof V & string;
      label: string;
      choices: readonly string[];
      /** Folded under its label (a long catalogue) rather than shown as a group. */
      folded?: boolean;
    };

export interface CreateForm<V extends Values> {
  fields: Field<V>[];
  initial: V;
  /** The form's values after a create succeeded (default: `initial`). */
  after?(values: V): V;
  submit(values: V): Promise<unknown>;
  class?: string;
}

export interface AdminListScreenProps<T, V extends Values> {
  /** Names the heading's id (`<id>-heading`). */
  id: string;
  title: string;
  list: AdminList<T>;
  /** Shown to those who may create. */
  form?: CreateForm<V>;
  /** Above the form: what the last create answered once (a key, a secret). */
  notice?: ComponentChildren;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  rowAttributes?(row: T): Record<string, string | number>;
  /** A row of its own under a row (a webhook's deliveries), spanning the table. */
  below?(row: T): ComponentChildren;
}

export function AdminListScreen<T, V extends Values>({ id, title, list, form, notice, columns, rowKey, rowAttributes, below }: AdminListScreenProps<T, V>) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{title}</h1>
      {notice}
      {form && <CreateFormView form={form} run={list.run} />}
      <ErrorNote error={list.error} />
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.hidden ? <span class="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.list.value?.map((row) => {
            const extra = below?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr {...rowAttributes?.(row)}>
                  {columns.map((column) => (
                    <td key={column.header} dir={column.dir} class={column.class}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {extra && (
                  <tr>
                    <td colSpan={columns.length}>{extra}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function CreateFormView<V extends Values>({ form, run }: { form: CreateForm<V>; run: AdminList<unknown>['run'] }) {
  const { t } = useConsole();
  const [values, setValues] = useState(form.initial);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (await run(() => form.submit(values))) setValues(form.after ? form.after(values) : form.initial);
  };
  const set = (name: keyof V & string, value: string | string[]) => setValues({ ...values, [name]: value });
  return (
    <form class={form.class} onSubmit={submit}>
      {form.fields.map((field) => (
        <FieldView key={field.name} field={field} value={values[field.name]} set={(value) => set(field.name, value)} />
      ))}
      <button type="submit">{t('create')}</button>
    </form>
  );
}

function FieldView<V extends Values>({ field, value, set }: { field: Field<V>; value: string | string[]; set(value: string | string[]): void }) {
  if ('choices' in field) {
    const chosen = value as string[];
    const boxes = (
      <div class="permissions">
        {field.choices.map((choice) => (
          <label class="inline" key={choice}>
            <input type="checkbox" checked={chosen.includes(choice)} onChange={(event) => set(event.currentTarget.checked ? [...chosen, choice] : chosen.filter((other) => other !== choice))} />
            {choice}
          </label>
        ))}
      </div>
    );
    return field.folded ? (
      <details>
        <summary>{field.label}</summary>
        {boxes}
      </details>
    ) : (
      <fieldset>
        <legend>{field.label}</legend>
        {boxes}
      </fieldset>
    );
  }
  if ('options' in field) {
    return (
      <label>
        {field.label}
        <select name={field.name} value={value as string} onChange={(event) => set(event.currentTarget.value)}>
          {field.options.map((option) => (
            <option value={option} key={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label>
      {field.label}
      <input
        name={field.name}
        type={field.type}
        required={field.required}
        autocomplete={field.autocomplete}
        placeholder={field.placeholder}
        dir={field.dir}
        value={value as string}
        onInput={(event) => set(event.currentTarget.value)}
      />
    </label>
  );
}

/** What an answer shows this once (a key's value, a webhook's signing secret): the API never shows it again. */
export function ShownOnce({ message, secret, name, close }: { message: string; secret: string; name?: string; close(): void }) {
  const { t } = useConsole();
  return (
    <div class="notice" role="status">
      <p>{message}</p>
      <p class="secret" data-key-name={name}>
        {secret}
      </p>
      <button type="button" onClick={close}>
        {t('close')}
      </button>
    </div>
  );
}
