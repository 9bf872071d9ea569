package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.KnownClass;
import jvsim.vm.KnownField;
import jvsim.vm.KnownMethod;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import jvsim.vm.VmInternalError;
import jvsim.vm.VmObject;
import jvsim.vm.WellKnown;
import org.junit.jupiter.api.Test;

/**
 * The table of well-known symbols ({@link WellKnown}) against the class libraries jvsim supports:
 * every required symbol resolves, with the descriptor it is declared with, and the symbols of one
 * JDK only answer exists() as that JDK's library has them. Also a JDK 25 library when one is
 * installed (-Djvsim.test.jdk25=home, default /usr/lib/jvm/temurin-25-jdk-amd64).
 */
class WellKnownTest {
    private static final Path JDK25 = Path.of(System.getProperty("jvsim.test.jdk25", "/usr/lib/jvm/temurin-25-jdk-amd64"));

    private static Vm vm(Path jdk) {
        VmConfig cfg = new VmConfig();
        cfg.jdkHome = jdk;
        return new Vm(cfg);
    }

    /** Resolves every handle of the table; the ones missing (optional) by name. */
    private static List<String> resolveAll(WellKnown k) {
        List<String> missing = new ArrayList<>();
        for (Object h : k.all()) {
            boolean present = h instanceof KnownClass ? ((KnownClass) h).exists()
                    : h instanceof KnownField ? ((KnownField) h).exists() : ((KnownMethod) h).exists();
            if (!present) missing.add(h.toString());
            if (present && h instanceof KnownField) assertEquals(((KnownField) h).desc, ((KnownField) h).field().desc, h.toString());
        }
        return missing;
    }

    @Test
    void everyRequiredSymbolResolvesOnTheHostLibrary() {
        Vm vm = vm(null);
        WellKnown k = vm.known;
        List<String> missing = resolveAll(k);
        assertTrue(k.all().size() > 250, "only " + k.all().size() + " symbols");
        if (Runtime.version().feature() <= 18) {
            assertFalse(k.threadHolder.exists());
            assertTrue(k.threadStillborn.exists());
            assertSame(k.thread.get(), k.threadStatus.owner());
            assertTrue(missing.contains(k.threadPrimordialTid.toString()), missing.toString());
        }
    }

    @Test
    void jdk25SymbolsMovedOrGoneAreOptional() {
        assumeTrue(Files.isDirectory(JDK25.resolve("lib")), "no JDK 25 at " + JDK25);
        Vm vm = vm(JDK25);
        WellKnown k = vm.known;
        List<String> missing = resolveAll(k);
        assertTrue(k.threadHolder.exists());
        assertEquals("java/lang/Thread$FieldHolder", k.threadStatus.owner().name);
        assertEquals("java/lang/Thread$FieldHolder", k.threadDaemon.owner().name);
        assertFalse(k.threadStillborn.exists());
        assertTrue(k.threadPrimordialTid.exists());
        assertFalse(k.mhnLinkCallSiteWithIndex.exists());
        assertFalse(k.callSiteContext.exists());
        assertTrue(k.directMethodAccessorInvoke0.exists());
        assertFalse(k.nativeMethodAccessorInvoke0.exists());
        assertTrue(missing.contains(k.threadStillborn.toString()), missing.toString());
    }

    @Test
    void aMissingOptionalSymbolIsAnInternalErrorWhenUsed() {
        assumeTrue(Runtime.version().feature() <= 18);
        WellKnown k = vm(null).known;
        VmInternalError e = assertThrows(VmInternalError.class, () -> k.threadHolder.field());
        assertTrue(e.getMessage().contains("java/lang/Thread.holder"), e.getMessage());
    }

    @Test
    void handlesResolveOnceAndReadAndWriteTheirField() {
        Vm vm = vm(null);
        WellKnown k = vm.known;
        assertSame(k.throwableDepth.field(), k.throwableDepth.field());
        assertSame(k.stringValue.owner(), vm.classes.load("java/lang/String"));
        VmObject e = vm.heap.newObject(k.throwable.get());
        k.throwableDepth.set(e, 7);
        assertEquals(7, k.throwableDepth.get(e));
        VmObject sub = vm.heap.newObject(vm.classes.load("java/lang/RuntimeException"));
        k.throwableDetailMessage.set(sub, vm.heap.intern("m"));
        assertEquals("m", vm.strings.toHost(k.throwableDetailMessage.get(sub)));
        assertNotNull(k.box('J').get());
        k.boxValue('J').set(e = vm.heap.newObject(k.box('J').get()), -5);
        assertEquals(-5, k.boxValue('J').get(e));
    }
}
