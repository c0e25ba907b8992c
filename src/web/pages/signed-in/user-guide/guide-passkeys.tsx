import { PASSKEY_GUIDE_STEPS, PASSKEY_SECURITY } from '../../../../domain/passkey-words';
import { Card, CardContent } from '../../../components/ui/card';

/** The guide's "Passkeys" section: adding one on a phone and on a computer, then what it opens. */
export function PasskeysGuide() {
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          {PASSKEY_GUIDE_STEPS.map(({ device, steps }) => (
            <div key={device} className="grid content-start gap-2">
              <h3 className="font-semibold">{device}</h3>
              <ol className="text-muted-foreground list-decimal space-y-1 pl-5 text-sm">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className="text-muted-foreground text-sm">{PASSKEY_SECURITY[0]!.text}</p>
      </CardContent>
    </Card>
  );
}
