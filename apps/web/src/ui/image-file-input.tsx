import type { ChangeEvent, Ref } from 'react';

/** What a chosen image may be: its MIME types, named for people ("JPEG, PNG, WebP or GIF"), and its size. */
export type ImageRules = { types: readonly string[]; names: string; maxBytes: number };

const megabyte = 1024 * 1024;

/** "JPEG, PNG, WebP or GIF, up to 5 MB": the rules as the hint beside the picker says them. */
export function imageRulesText({ names, maxBytes }: ImageRules) {
  return `${names}, up to ${maxBytes / megabyte} MB`;
}

/**
 * Checks a chosen image before anything is sent (the server checks the content again): what is wrong
 * with it, in a sentence, or null.
 */
export function imageFileProblem(file: File, { types, names, maxBytes }: ImageRules): string | null {
  if (!types.includes(file.type)) {
    return `"${file.name}" is not a photo we can use. Choose a ${names} image.`;
  }
  if (file.size > maxBytes) {
    return `"${file.name}" is ${(file.size / megabyte).toFixed(1)} MB. Choose a photo of up to ${maxBytes / megabyte} MB.`;
  }
  if (file.size === 0) return `"${file.name}" is empty. Choose another photo.`;
  return null;
}

type ImageFileInputProps = {
  ref: Ref<HTMLInputElement>;
  id?: string;
  name: string;
  rules: ImageRules;
  /** An image was chosen: it, and what is wrong with it (null when it may be uploaded). */
  onChoose: (file: File, problem: string | null) => void;
};

/**
 * The hidden file input behind a visible "choose a photo" button, which opens it with `click()`.
 * Choosing the same file again chooses it again.
 */
export function ImageFileInput({ ref, id, name, rules, onChoose }: ImageFileInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onChoose(chosen, imageFileProblem(chosen, rules));
  };
  return (
    <input
      ref={ref}
      id={id}
      name={name}
      type="file"
      accept={rules.types.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-hidden
      onChange={onChange}
    />
  );
}
