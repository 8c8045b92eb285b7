import '@fastify/cookie';
import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CONFIG, type AppConfig } from '@filebridge/platform';
import { BOARD_COOKIE, BOARD_PATH } from '../common/bull-board';
import { UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiTags } from '@nestjs/swagger';
import { AccountsService, toUserDto } from './accounts.service';
import { LoginDto, SignupDto, UpdateProfileDto } from './auth.dto';
import { AdminOnly, CurrentPrincipal, CustomerOnly, PublicRoute } from './guards';
import { TokensService, type Principal } from './tokens.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokensService,
  ) {}

  /** Sets the session and XSRF cookies (the hook does it on every request); the SPA calls it first. */
  @PublicRoute()
  @Get('csrf')
  @HttpCode(204)
  csrf(): void {}

  @PublicRoute()
  @Post('signup')
  @UseGuards(ThrottlerGuard)
  async signup(@Body() dto: SignupDto) {
    const account = await this.accounts.signup(dto);
    return { success: true, user: toUserDto(account), token: await this.tokens.sign(account.id, 'customer', account.token_version) };
  }

  @PublicRoute()
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async login(@Body() dto: LoginDto) {
    const account = await this.accounts.login(dto, 'customer');
    return { success: true, user: toUserDto(account), token: await this.tokens.sign(account.id, 'customer', account.token_version) };
  }

  @CustomerOnly()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentPrincipal() p: Principal) {
    await this.tokens.revokeAll(p.id);
    return { success: true };
  }

  @CustomerOnly()
  @Get('me')
  async me(@CurrentPrincipal() p: Principal) {
    return { success: true, user: toUserDto(await this.accounts.find(p.id)) };
  }

  @CustomerOnly()
  @Patch('me')
  async updateMe(@CurrentPrincipal() p: Principal, @Body() dto: UpdateProfileDto) {
    return { success: true, user: toUserDto(await this.accounts.updateProfile(p.id, dto)) };
  }
}

@ApiTags('admin')
@Controller('admin/auth')
export class AdminAuthController {
  private readonly production: boolean;

  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokensService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.production = config.NODE_ENV === 'production';
  }

  @PublicRoute()
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const account = await this.accounts.login(dto, 'admin');
    const token = await this.tokens.sign(account.id, 'admin', account.token_version);
    // The queue board is a plain browser page and cannot send a bearer header.
    reply.setCookie(BOARD_COOKIE, token, { path: BOARD_PATH, httpOnly: true, sameSite: 'strict', secure: this.production });
    return {
      success: true,
      admin: { id: account.id, email: account.email, firstName: account.first_name, lastName: account.last_name },
      token,
    };
  }

  @AdminOnly()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentPrincipal() p: Principal) {
    await this.tokens.revokeAll(p.id);
    return { success: true };
  }

  @AdminOnly()
  @Get('me')
  async me(@CurrentPrincipal() p: Principal) {
    const a = await this.accounts.find(p.id);
    return { success: true, admin: { id: a.id, email: a.email, firstName: a.first_name, lastName: a.last_name } };
  }
}
