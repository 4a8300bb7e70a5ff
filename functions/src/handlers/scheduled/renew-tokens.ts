// placeholder until implemented
export const handler = async () => ({ statusCode: 501 });
