/** The inspections domain's public face: the driver's condition report step and the signed record. */
export { conditionReportsQuery, inspectionKeys, useConditionReports } from './api';
export { ConditionRecord } from './components/ConditionRecord';
export { ConditionReportStep } from './components/ConditionReportStep';
