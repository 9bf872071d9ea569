package jvsim.model;

import java.net.MalformedURLException;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Runs inside the VM in place of jdk.internal.loader.BootLoader.findResource(s)(String). On
 * HotSpot a JDK class looks up its resources in its named module (Class.getResourceAsStream,
 * e.g. java.util.Currency's currency.data); jvsim runs no module system, so JDK classes are in the
 * boot loader's unnamed module and the lookup goes to the boot loader by name instead. This answers
 * it with the jrt: URL HotSpot uses for the resource in the runtime image. Unlike HotSpot, the boot
 * loader thereby also finds resources of JDK packages that modules encapsulate.
 */
public final class JdkResources {
    private JdkResources() {}

    /** The boot module of the runtime image that has the resource, or null (a host native). */
    private static native String bootModuleOf(String name);

    public static URL findResource(String name) {
        String module = bootModuleOf(name);
        if (module == null) return null;
        try {
            return new URL("jrt:/" + module + "/" + name);
        } catch (MalformedURLException e) {
            return null;
        }
    }

    public static Enumeration<URL> findResources(String name) {
        URL url = findResource(name);
        return url == null ? Collections.emptyEnumeration() : Collections.enumeration(List.of(url));
    }
}
