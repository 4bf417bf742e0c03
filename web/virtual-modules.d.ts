declare module "virtual:learn-content" {
  const content: import("./pages/learn-content").LevelContent[];
  export default content;
}
