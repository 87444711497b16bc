type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: Element): element is FormField {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  return (
    element instanceof view.HTMLInputElement || element instanceof view.HTMLSelectElement || element instanceof view.HTMLTextAreaElement
  );
}

function isEmpty(field: FormField): boolean {
  if ('checked' in field && (field.type === 'checkbox' || field.type === 'radio')) return !field.checked;
  return field.value.trim() === '';
}

/**
 * SPEC §5: a form is invalid while a field marked for validation (`required`) is empty, any field
 * is flagged `aria-invalid="true"`, or any element in it is marked `isvalid="no"`; submission is blocked then.
 */
export function isFormValid(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || element.disabled) continue;
    if (element.getAttribute('aria-invalid') === 'true') return false;
    if (element.required && isEmpty(element)) return false;
  }
  return form.querySelector('[isvalid="no"]') === null;
}
