import { cloneElement, forwardRef, isValidElement, type ReactElement, type Ref } from 'react';
import MuiFormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * react-admin 5's inputs hand Material UI the props of its version 5 (InputProps, inputProps,
 * InputLabelProps, FormHelperTextProps, SelectProps on a TextField; inputRef on a
 * FormControlLabel) besides the slotProps of later versions. Material UI 9 takes only slotProps
 * and passes the rest on to the DOM, where React warns of each. These two adapters, given to
 * react-admin in place of Material UI's (build/muiLegacyProps.ts), move the old props into
 * slotProps, where react-admin mostly sends the same values already.
 */
type Legacy = Record<string, unknown> | undefined;
type Slots = Record<string, unknown>;

/** The old prop under the slot's own values (react-admin merges both into the slot already, so this is a no-op there). */
const slot = (legacy: Legacy, current: unknown): Slots | undefined =>
  legacy || current ? { ...legacy, ...(current as Slots | undefined) } : undefined;

type LegacyTextFieldProps = TextFieldProps & {
  InputProps?: Legacy;
  inputProps?: Legacy;
  InputLabelProps?: Legacy;
  FormHelperTextProps?: Legacy;
  SelectProps?: Legacy;
};

export const TextField = forwardRef(function TextField(
  { InputProps, inputProps, InputLabelProps, FormHelperTextProps, SelectProps, slotProps, ...props }: LegacyTextFieldProps,
  ref: Ref<HTMLDivElement>,
) {
  const slots = (slotProps ?? {}) as Slots;
  const merged = {
    ...slots,
    input: slot(InputProps, slots.input),
    htmlInput: slot(inputProps, slots.htmlInput),
    inputLabel: slot(InputLabelProps, slots.inputLabel),
    formHelperText: slot(FormHelperTextProps, slots.formHelperText),
    select: slot(SelectProps, slots.select),
  };
  const defined = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  return <MuiTextField ref={ref} {...props} slotProps={defined as TextFieldProps['slotProps']} />;
});

/** The control's input gets the ref (Material UI 9: slotProps.input.ref of a Switch or Checkbox). */
export const FormControlLabel = forwardRef(function FormControlLabel(
  { inputRef, control, ...props }: FormControlLabelProps & { inputRef?: Ref<HTMLInputElement> },
  ref: Ref<HTMLLabelElement>,
) {
  const withRef =
    inputRef && isValidElement(control)
      ? cloneElement(control as ReactElement<{ slotProps?: Slots }>, {
          slotProps: {
            ...(control.props as { slotProps?: Slots }).slotProps,
            input: { ...((control.props as { slotProps?: Slots }).slotProps?.input as Slots | undefined), ref: inputRef },
          },
        })
      : control;
  return <MuiFormControlLabel ref={ref} {...props} control={withRef} />;
});
