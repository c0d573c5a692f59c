// The reference page's start (platform_api/reference.py): Swagger UI on the whole OpenAPI document,
// served from this origin. A file, not an inline script: the page's Content-Security-Policy allows
// scripts of this origin only.
window.addEventListener("load", function () {
  var documentUrl = window.location.pathname.replace(/\/+$/, "") + "/openapi.json";
  window.reference = SwaggerUIBundle({
    url: documentUrl,
    dom_id: "#reference",
    deepLinking: true,
    docExpansion: "none",
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    filter: true,
    persistAuthorization: false,
    showExtensions: true,
    validatorUrl: null, // Swagger UI's online validator would send the document to another host
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout"
  });
});
