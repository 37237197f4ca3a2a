// Starts Swagger UI (swagger-ui-dist, served from this origin) on the two documents of this server.
/* global window, SwaggerUIBundle, SwaggerUIStandalonePreset */
window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    urls: [
      { url: '/openapi.json', name: 'Player API' },
      { url: '/openapi-vendor.json', name: 'Vendor wallet API' },
    ],
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Calls from the page would lack the sealed payloads and signatures these APIs need.
    supportedSubmitMethods: [],
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
});
