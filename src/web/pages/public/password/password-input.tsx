import type { ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '../../../components/ui/input';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  visible: boolean;
  /** Given only to the field that carries the toggle, so the page has one Show password button. */
  onToggleVisible?: () => void;
}

/** Password input whose visibility the page controls, optionally with the eye toggle inside it. */
export function PasswordInput({
  visible,
  onToggleVisible,
  className,
  ...props
}: PasswordInputProps) {
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        className={onToggleVisible ? `pr-10 ${className ?? ''}` : className}
        {...props}
      />
      {onToggleVisible && (
        <button
          type="button"
          onClick={onToggleVisible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      )}
    </div>
  );
}
