import { PageHeader } from '../../../components/page-header';
import { GuideSection, FeatureGroups, QuickStart } from './guide-sections';
import { HelpResources, MobileNotes, SecurityList, Tips } from './guide-notes';
import { PageTitle } from '../../../components/page-title';
import { TrustedPeopleGuide } from './guide-trusted-people';
import { RecentlyDeletedGuide } from './guide-recently-deleted';
import { FiguresGuide } from './guide-figures';

/** User Guide (/user-guide, part 2 §2): how to get started and where everything is. */
export default function UserGuidePage() {
  return (
    <div className="grid gap-10">
      <PageTitle title="User Guide" />
      <PageHeader
        title="User Guide"
        description="Everything you need to organise your family's records, one step at a time."
      />
      <GuideSection id="guide-quick-start" title="Quick Start">
        <QuickStart />
      </GuideSection>
      <GuideSection id="guide-features" title="Feature Overview">
        <FeatureGroups />
      </GuideSection>
      <GuideSection id="guide-figures" title="How the figures are worked out">
        <FiguresGuide />
      </GuideSection>
      <GuideSection id="guide-security" title="Security Features">
        <SecurityList />
      </GuideSection>
      <GuideSection id="guide-trusted-people" title="Trusted people">
        <TrustedPeopleGuide />
      </GuideSection>
      <GuideSection id="guide-recently-deleted" title="Deleted items">
        <RecentlyDeletedGuide />
      </GuideSection>
      <GuideSection id="guide-mobile" title="Mobile Access">
        <MobileNotes />
      </GuideSection>
      <GuideSection id="guide-tips" title="Tips for Success">
        <Tips />
      </GuideSection>
      <GuideSection id="guide-help" title="Help Resources">
        <HelpResources />
      </GuideSection>
    </div>
  );
}
