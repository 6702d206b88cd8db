import { HeroActions } from '../components/HeroActions';
import { HomeHeader } from '../components/HomeHeader';
import { MapPreview } from '../components/MapPreview';
import { ReferralShare } from '../components/ReferralShare';
import { ServiceList } from '../components/ServiceList';
import { ServiceRoadmap } from '../components/ServiceRoadmap';

export function HomePage() {
  return (
    <div className="grid gap-5">
      <HomeHeader />
      <HeroActions />
      <MapPreview />
      <ServiceRoadmap />
      <ServiceList />
      <ReferralShare />
    </div>
  );
}
