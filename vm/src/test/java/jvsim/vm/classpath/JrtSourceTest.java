package jvsim.vm.classpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class JrtSourceTest {
    /**
     * The module descriptors read with BCEL (as for any JDK) equal the host's own reader's, for every
     * module of the host JDK's image: requires with their compiled versions, exports, opens, uses,
     * provides, packages, version and main class.
     */
    @Test
    void descriptorsReadWithBcelEqualTheHostReadersForEveryModuleOfTheImage() throws Exception {
        FileSystem fs = FileSystems.getFileSystem(URI.create("jrt:/"));
        int n = 0;
        for (ModuleReference r : ModuleFinder.ofSystem().findAll()) {
            byte[] bytes = Files.readAllBytes(fs.getPath("/modules", r.descriptor().name(), "module-info.class"));
            assertEquals(ModuleDescriptor.read(java.nio.ByteBuffer.wrap(bytes)), JrtSource.readDescriptor(bytes), r.descriptor().name());
            n++;
        }
        assertTrue(n > 50, "modules: " + n);
    }

    /** The host's boot layer is the one the java launcher resolves: the system modules' default roots, with service binding. */
    @Test
    void hostBootLayerIsTheLaunchersDefault() {
        Set<String> roots = new HashSet<>();
        for (ModuleReference r : ModuleFinder.ofSystem().findAll()) {
            ModuleDescriptor d = r.descriptor();
            if (!d.name().startsWith("jdk.incubator.") && d.exports().stream().anyMatch(e -> !e.isQualified())) roots.add(d.name());
        }
        Configuration cf = Configuration.empty().resolveAndBind(ModuleFinder.ofSystem(), ModuleFinder.of(), roots);
        TreeMap<String, ModuleDescriptor> expected = new TreeMap<>();
        for (ResolvedModule m : cf.modules()) expected.put(m.name(), m.reference().descriptor());
        List<ModuleDescriptor> layer = JrtSource.get().bootLayer();
        assertEquals(List.copyOf(expected.values()), layer);
        assertEquals("java.base", JrtSource.get().moduleOf("java/lang"));
        assertEquals(Runtime.version().feature(), JrtSource.get().feature());
        assertEquals(44 + Runtime.version().feature(), JrtSource.get().maxClassMajor());
    }

    /** The host's home names the host's library: one instance, the describe() key of the host. */
    @Test
    void theHostsHomeIsTheHostLibrary() {
        JrtSource host = JrtSource.of(Path.of(System.getProperty("java.home")));
        assertSame(JrtSource.get(), host);
        assertTrue(host.isHost());
        assertEquals("jrt:/", host.describe());
    }

    @Test
    void aFolderThatIsNoJdkIsRefused(@org.junit.jupiter.api.io.TempDir Path dir) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JrtSource.of(dir));
        assertEquals(dir + " is not a JDK of version 9 or later (no lib/modules and lib/jrt-fs.jar)", e.getMessage());
    }
}
