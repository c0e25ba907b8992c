import { useQuery } from '@tanstack/react-query';
import {
  Bot,
  ClipboardCheck,
  FileLock2,
  FileText,
  FolderSearch,
  KeyRound,
  Landmark,
  LineChart,
  ScrollText,
  ShieldCheck,
  Smartphone,
  Users,
} from 'lucide-react';
import { TRIAL_DAYS } from '../../../../domain/plans';
import { costReductionSource } from '../../../../domain/pricing';
import type { SecurityInfo } from '../../../../domain/security-info';
import { GoldCta, SeePricingCta } from '../../../components/marketing/cta-buttons';
import { useSiteInfo } from '../../../lib/site-info';
import { BigStat, Point, Points, SlideFrame } from './slide-parts';
import { SIGN_UP_PATH } from '../../../../domain/public-pages';

function ProblemSlide() {
  return (
    <SlideFrame
      eyebrow="The problem"
      title="Most families are one emergency away from chaos"
      lead="When someone dies or falls ill, the people left behind search for accounts, policies and papers nobody wrote down."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <BigStat value="73%" label="of working families have no estate plan" />
        <BigStat value="$2,000–$5,000+" label="in attorney fees to organise one" />
      </div>
    </SlideFrame>
  );
}

function SolutionSlide() {
  const { applicationName } = useSiteInfo();
  return (
    <SlideFrame
      eyebrow="The solution"
      title={`${applicationName}: everything your heirs will need, in one secure place`}
      lead="A guided organiser that turns scattered records into a plan your family can follow."
    >
      <Points
        className="grid gap-4 md:grid-cols-3"
        items={[
          {
            icon: FolderSearch,
            title: 'Gather',
            text: '12 planning areas, from family and accounts to medical notes and businesses.',
          },
          {
            icon: ClipboardCheck,
            title: 'Plan',
            text: 'An estate checklist, key dates and progress you can see.',
          },
          {
            icon: FileText,
            title: 'Share',
            text: 'Printable reports and an Emergency Binder for the people who act for you.',
          },
        ]}
      />
    </SlideFrame>
  );
}

function FeaturesSlide() {
  return (
    <SlideFrame eyebrow="Features" title="Built around what families actually need">
      <Points
        className="grid gap-3 sm:grid-cols-2"
        items={[
          {
            icon: Users,
            title: 'Family registry',
            text: 'People, relationships, birthdays and medical details.',
          },
          {
            icon: Landmark,
            title: 'Financial accounts',
            text: 'Banking, investments, real estate, businesses and debts.',
          },
          {
            icon: FileLock2,
            title: 'Document vault',
            text: 'Wills, trusts, deeds and policies, encrypted.',
          },
          {
            icon: LineChart,
            title: 'Planning tools',
            text: 'Wealth summary, estate-tax estimate and financial analysis.',
          },
          {
            icon: ScrollText,
            title: 'Executive reports',
            text: 'Estate Summary, Emergency Binder and financial dashboard PDFs.',
          },
          {
            icon: Bot,
            title: 'AI financial assistant',
            text: 'Answers from your own records; with an AI service set up, planning questions too, using your records only if you allow it.',
          },
        ]}
      />
    </SlideFrame>
  );
}

function BenefitsSlide() {
  return (
    <SlideFrame eyebrow="Benefits" title="Peace of mind for a fraction of the cost">
      <div className="grid gap-4 md:grid-cols-3">
        <BigStat
          value="90%"
          label="Cost reduction"
          note="Plans from $10 a month, against $2,000–$5,000+ in attorney fees."
        />
        <BigStat value="24/7" label="Access" note="On any device, whenever your family needs it." />
        <BigStat
          value="100%"
          label="In one place"
          note="Every account, policy, document and wish, organised together."
        />
      </div>
      <p className="mt-4 max-w-3xl text-sm text-slate-300">{costReductionSource()}</p>
    </SlideFrame>
  );
}

/** Read from GET /api/security, so the slide states what the server really does. */
function TechnologySlide() {
  const { data } = useQuery<SecurityInfo>({ queryKey: ['/api/security'] });
  return (
    <SlideFrame eyebrow="Technology" title="Security you can check">
      <div className="grid gap-3 sm:grid-cols-2">
        <Point
          icon={ShieldCheck}
          title={`${data?.encryption.algorithm ?? 'Authenticated'} encryption`}
          text="Every detail you type into your records and every file you upload, under a key of your own."
        />
        <Point
          icon={KeyRound}
          title="Strong sign-in"
          text={
            data
              ? `Passwords hashed with ${data.authentication.passwordHashing.split(' (')[0]}; sessions expire on their own.`
              : 'Hashed passwords and sessions that expire on their own.'
          }
        />
        <Point
          icon={ScrollText}
          title="Audit logging"
          text="Sign-ins, changes, downloads and reports, recorded with IP address."
        />
        <Point
          icon={Smartphone}
          title="Any device"
          text="Installable on phones and tablets, with an opt-in offline copy."
        />
      </div>
    </SlideFrame>
  );
}

function CallToActionSlide() {
  return (
    <SlideFrame
      eyebrow="Get started"
      title="Start organising your family's future today"
      lead={`Start at just $10/month • No setup fees • Try free for ${TRIAL_DAYS} days`}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <GoldCta to={SIGN_UP_PATH}>Get Started</GoldCta>
        <SeePricingCta />
      </div>
    </SlideFrame>
  );
}

/** The six slides (part 2 §2 "Presentation"), in order, with the names the dots announce. */
export const SLIDES = [
  { name: 'The problem', Component: ProblemSlide },
  { name: 'The solution', Component: SolutionSlide },
  { name: 'Features', Component: FeaturesSlide },
  { name: 'Benefits', Component: BenefitsSlide },
  { name: 'Technology', Component: TechnologySlide },
  { name: 'Get started', Component: CallToActionSlide },
] as const;
