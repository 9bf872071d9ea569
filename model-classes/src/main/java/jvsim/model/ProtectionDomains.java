package jvsim.model;

import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.security.SecureClassLoader;

/**
 * Runs inside the VM in place of Class.getProtectionDomain0(): the domain given to defineClass for
 * classes defined from bytes; for the classes the VM defines for the built-in loaders, the domain
 * the loader's own defineClass would have used: SecureClassLoader.getProtectionDomain(CodeSource), cached per code source, for
 * the class path entry (as jdk.internal.loader.URLClassPath names it) or the jrt: module of the class.
 */
public final class ProtectionDomains {
    private ProtectionDomains() {}

    /** "file:" + class path entry, "jrt:/" + module, or null for the boot loader's and generated classes (a host native). */
    private static native String location(Class<?> c);

    /** The domain a class loader gave when it defined the class from bytes, or null (a host native). */
    private static native ProtectionDomain definedWith(Class<?> c);

    public static ProtectionDomain getProtectionDomain(Class<?> c) {
        ProtectionDomain given = definedWith(c);
        if (given != null) return given;
        String where = location(c);
        if (where == null) return null;
        try {
            URL url;
            if (where.startsWith("file:")) {
                // URLClassPath.toFileURL: the canonical file as an encoded file: URL
                Method toUrl = Class.forName("sun.net.www.ParseUtil").getMethod("fileToEncodedURL", File.class);
                url = (URL) toUrl.invoke(null, new File(where.substring(5)).getCanonicalFile());
            } else {
                url = new URL(where);
            }
            Method domain = SecureClassLoader.class.getDeclaredMethod("getProtectionDomain", CodeSource.class);
            domain.setAccessible(true);
            return (ProtectionDomain) domain.invoke(c.getClassLoader(), new CodeSource(url, (CodeSigner[]) null));
        } catch (ReflectiveOperationException | java.io.IOException e) {
            throw new InternalError("jvsim: protection domain of " + c.getName(), e);
        }
    }
}
